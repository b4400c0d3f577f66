notify { 'x': message => "${Timestamp('2021-03-04T05:06:07Z') + 60} ${Timestamp('2021-03-04T05:06:07Z') - Timestamp('2021-03-04T05:00:07Z')}" }
