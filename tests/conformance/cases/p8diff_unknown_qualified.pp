notify { 'x': message => "v=${nosuchclass::var}" }
