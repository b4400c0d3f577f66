define mod::plain {
  assert_private()
}
