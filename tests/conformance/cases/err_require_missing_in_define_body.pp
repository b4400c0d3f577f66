define d(
  $r = Notify['m7'],
) {
  notify { $title:
    require => $r,
  }
}
d { 'q': }
