define d(
  $r = 3,
) {
  notify { $title:
    require => $r,
  }
}
d { 'q': }
