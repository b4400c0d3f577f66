notify { 'x': message => String({1 => 'world'}, '%7.2p') }
