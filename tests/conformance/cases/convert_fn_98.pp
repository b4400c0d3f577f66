notify { "x": message => String(Integer('-0b101')) }
