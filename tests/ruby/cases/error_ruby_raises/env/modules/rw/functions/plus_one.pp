function rw::plus_one(Integer $x) >> Integer {
  $x + 1
}
