notify { "x": message => String(Float('-0b101')) }
