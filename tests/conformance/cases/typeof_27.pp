$t = Timestamp().strftime('%F')
notify { 'x': message => "${t =~ /^\d{4}-\d\d-\d\d$/}" }
