notify { 'x': message => "${Integer.convert_to}" }
