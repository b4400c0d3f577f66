define d() { @@notify { "exp-${title}": } notify { "plain-${title}": } }
d { 'x': }
Notify <| title == 'exp-x' |>
