define vd($m = 'x') { notify { "vd-${title}": message => $m } }
@vd { 'a': m => 'y' }
realize(Vd['a'])
