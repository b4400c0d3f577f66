# c ﻿
notice(1)
