$h = {a=>undef}
notify { "${h['a']['b']}": }
