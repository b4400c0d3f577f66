notify { 'x': message => "${Timestamp('2021-03-04T05:06:07Z').strftime('%F')} ${Timestamp('2021-03-04T05:06:07Z').strftime('%Y/%m/%d %H:%M:%S %j %a %b')}" }
