[1, 2].each |$i, $v| { notify { "i${i}v${v}": } }
{a => 1}.each |$pair| { notify { "p${pair}": } }
