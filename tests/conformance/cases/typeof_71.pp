$t = Timestamp('2021-07-04T15:04:05Z')
notify { 'x': message => $t.strftime('%I:%M %p %l %P %k %y %C %s %D %R %r') }
