@user { 'a': uid => 1, shell => '/bin/sh', home => '/a' }
@user { 'b': uid => 2, shell => '/bin/zsh', home => '/b' }
@user { 'c': uid => 3, shell => '/bin/sh', home => '/c' }
User <| (title == 'a' or title == 'b') and shell == '/bin/sh' |>
