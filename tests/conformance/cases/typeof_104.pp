notify { 'x': message => "${Timestamp('2021-03-04T05:06:07Z') == Timestamp('2021-03-04T05:06:07.000Z')} ${Timestamp(10) != Timestamp(11)}" }
