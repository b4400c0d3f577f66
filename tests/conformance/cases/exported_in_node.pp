node default {
  @@notify { 'exp': }
  Notify <| title == 'exp' |>
}
