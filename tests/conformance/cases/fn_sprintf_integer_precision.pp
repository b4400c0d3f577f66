# An integer's precision is its least number of digits; with it the 0
# flag pads with blanks. Zero at precision 0 prints no digit.
$cases = {
  'd'       => sprintf('%.3d|%.3i|%.1d|%.5d', 5, -5, 123, 42),
  'width'   => sprintf('[%8.3d][%-8.3d][%08.3d][%+.3d][% .3d]', -5, 5, 5, 5, 5),
  'zero'    => sprintf('[%.0d][%5.0d][%#.0o][%#o][%#x][%#.0x][%#X]', 0, 0, 0, 0, 0, 0, 0),
  'bases'   => sprintf('%.3x|%#.3x|%.4X|%#.3o|%.3b|%.6o', 10, 10, 255, 8, 3, 8),
  'strings' => sprintf('%.3s|%5.2s|%-5.1s|', 'abcdef', 'xyz', 'q'),
  'floats'  => sprintf('%.3f|%08.2f|%.0f', 2.5, -1.5, 2.5),
}
$cases.each |$k, $v| { notify { $k: message => $v } }
