notify { 'x': message => "${Integer('0x1F')} ${Integer('0b101')} ${Integer('017')} ${Integer('017', 10)}" }
