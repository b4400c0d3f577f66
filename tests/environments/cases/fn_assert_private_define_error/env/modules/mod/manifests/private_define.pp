define mod::private_define {
  assert_private('custom message')
  notify { "private define ${title} ok": }
}
