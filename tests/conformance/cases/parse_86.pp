class new { notify { 'n': } }
include new
