class mod::private {
  assert_private()
  notify { 'private class ok': }
}
