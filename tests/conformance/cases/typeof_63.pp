notify { 'x': message => "${Timestamp('15/06/2021', '%d/%m/%Y')} ${Timestamp('2021-166', ['%Y-%j', '%F'])}" }
