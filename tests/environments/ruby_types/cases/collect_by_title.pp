@rt_keyed { 'alice@rsa': key => 'k' }
@rt_keyed { 'bob@rsa': key => 'k' }
Rt_keyed <| title == 'bob@rsa' |>
