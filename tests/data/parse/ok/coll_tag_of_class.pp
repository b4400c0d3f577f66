class web { @user { 'www': uid => 33 } }
include web
User <| tag == 'web' |>
