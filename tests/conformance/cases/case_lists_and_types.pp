case 5 {
  1, 2: { $r = 'low' }
  Integer[3, 6]: { $r = 'mid' }
  default: { $r = 'hi' }
}
notify { $r: }
