class x { notify { 'inx': } }
class y { notify { 'iny': } }
class { 'x': } -> class { 'y': }
