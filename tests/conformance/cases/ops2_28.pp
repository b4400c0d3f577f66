notify { "x": message => [Integer("0b101"), Integer("0o17"), Integer("0x1f"), Integer("017"), Float("1.5"), Integer("-12")] }
