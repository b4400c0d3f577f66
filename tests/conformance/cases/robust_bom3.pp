notice("a﻿b")
