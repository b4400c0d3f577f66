class a { notify { 'x': } }
Class <| title == 'a' |>
