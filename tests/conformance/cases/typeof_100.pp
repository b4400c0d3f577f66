notify { 'x': message => "${Timestamp('2021-03-04T05:06:07.123Z').strftime('%3N %6N %L %N')}" }
