@rt_simple { 'a': value => 'x' }
@rt_simple { 'b': value => 'y' }
@rt_keyed { 'alice@rsa': key => 'k' }
@rt_keyed { 'bob@rsa': key => 'k' }
Rt_simple <| value == 'x' |>
Rt_keyed <| name == 'alice' |>
