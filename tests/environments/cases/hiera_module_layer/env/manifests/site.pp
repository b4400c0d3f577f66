include mod
notify { 'deep': message => lookup('mod::h', Hash, 'deep') }
