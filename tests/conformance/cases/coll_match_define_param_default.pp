define u($role = 'dev') { notify { "u-${title}": } }
@u { 'a': }
@u { 'b': role => 'ops' }
U <| role == 'dev' |>
