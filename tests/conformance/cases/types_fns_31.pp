notice(Integer('0x1F'), Integer('010'), Float('1e3'), Integer(3.9), Numeric('3.0'))
