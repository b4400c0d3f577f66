notify { 'mixed': message => lookup('mixed', Any, 'deep') }
