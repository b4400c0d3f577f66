define { }
