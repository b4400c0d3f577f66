notify { 'x': message => String(-18, '%.2p') }
