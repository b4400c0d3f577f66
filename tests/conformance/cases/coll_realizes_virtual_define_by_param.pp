define vd($m) { notify { "vd-${title}": message => $m } }
@vd { 'one': m => 'x' }
@vd { 'two': m => 'y' }
Vd <| m == 'y' |>
