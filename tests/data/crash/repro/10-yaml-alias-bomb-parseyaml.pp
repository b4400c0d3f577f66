# A billion-laughs YAML text through parseyaml(): eleven levels of ten
# aliases each, bounded with a clear error.
# exit: 1
# expect: alias
$levels = Integer[1, 11].map |$i| {
  $refs = Integer[1, 10].map |$k| { "*a${$i - 1}" }.join(', ')
  "a${i}: &a${i} [${refs}]"
}
$bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n${levels.join("\n")}\n"
notice(parseyaml($bomb).length)
notice(String(parseyaml($bomb)).length)
