@user { ['alice','bob','carol']: ensure => present, tag => 'staff' }
User <| tag == 'staff' and title != 'bob' |>
notify { 'n': message => User['alice']['ensure'] }
