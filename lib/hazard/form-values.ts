import { hazardLabelOf, type HazardColumns, type Pictogram, type SignalWord } from './codes';

/** A stored label as the admin forms show it: pictograms ticked, codes « H222, H229 ». */
export function hazardFormValues(row: HazardColumns): {
  hazardPictograms: Pictogram[];
  hazardSignalWord: SignalWord | '';
  hazardStatements: string;
} {
  const label = hazardLabelOf(row);
  return {
    hazardPictograms: label.pictograms,
    hazardSignalWord: label.signalWord ?? '',
    hazardStatements: label.statements.join(', '),
  };
}
