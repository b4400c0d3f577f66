notify { 'n': message => [String(Sensitive('s')), "${Sensitive('x')}"] }
