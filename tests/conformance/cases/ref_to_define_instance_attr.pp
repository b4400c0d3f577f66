define d($p = 'dp') { }
d { 'x': }
notify { "p=${D['x']['p']}": }
