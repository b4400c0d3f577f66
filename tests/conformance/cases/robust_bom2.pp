notice(1)
$x = 2 ﻿
notice(2)
