define mk($u) { @user { $u: } }
mk { 'x': u => 'alice' }
mk { 'y': u => 'bob' }
User <| title == 'bob' |>
