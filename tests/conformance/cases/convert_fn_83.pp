notify { "x": message => String(Numeric('-0b101')) }
