$v = 5
case $v {
  Integer[1, 3]: { notify { 'small': } }
  Integer[4, 9]: { notify { 'medium': } }
  default: { notify { 'big': } }
}
