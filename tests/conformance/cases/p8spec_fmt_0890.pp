notify { 'x': message => String(undef, '%5.2v') }
